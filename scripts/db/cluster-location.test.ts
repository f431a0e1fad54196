import { describe, expect, it } from "vitest";
import { sharedClusterName } from "./cluster-location";

describe("sharedClusterName", () => {
  it("names the data directory and stays the same for the same path", () => {
    expect(sharedClusterName("/root/shop/.data")).toMatch(/^data-[0-9a-f]{16}$/);
    expect(sharedClusterName("/root/shop/.data")).toBe(sharedClusterName("/root/shop/./.data"));
  });

  it("differs between two copies of the app", () => {
    expect(sharedClusterName("/root/a/.data")).not.toBe(sharedClusterName("/root/b/.data"));
    expect(sharedClusterName("/home/x/data dir")).toMatch(/^datadir-[0-9a-f]{16}$/);
  });
});
