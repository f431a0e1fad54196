import { redirect } from "next/navigation";

// There is no list of accounts here: "/" picks one, the switcher and Settings list them.
export default function AccountsIndex() {
  redirect("/");
}
