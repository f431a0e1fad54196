"use client";

import { Download, ShieldCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { QrCode } from "@/components/qr-code";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { type CodeAction, SecurityCodeForm } from "./security-code-form";
import { SecurityStartForm, type StartAction } from "./security-start-form";

export interface TwoFactorSummary {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export interface TwoFactorActions {
  start: StartAction;
  confirm: CodeAction<{ recoveryCodes: string[] }>;
  disable: CodeAction<null>;
}

/** The manual-entry key in groups of four, as authenticator apps show it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Two-factor sign-in for the signed-in person: set up (the current password, the QR code and manual key,
 * then a first code with the password again), the recovery codes once, and turning it off with the password
 * and a fresh code. A session alone changes nothing here.
 */
export function SecurityTwoFactor({
  summary,
  actions,
  email,
}: {
  summary: TwoFactorSummary;
  actions: TwoFactorActions;
  email: string;
}) {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string; password: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} email={email} onSaved={() => setRecoveryCodes(null)} />;
  }

  if (summary.enabled) {
    return (
      <div className="grid gap-5">
        <p className="flex items-start gap-2 text-sm">
          <ShieldCheck
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
          />
          <span>
            Two-factor sign-in is on. Signing in asks for a code from your authenticator app after your
            password.{" "}
            {summary.recoveryCodesLeft === 1
              ? "1 recovery code is"
              : `${summary.recoveryCodesLeft} recovery codes are`}{" "}
            left.
          </span>
        </p>
        <div className="grid gap-2">
          <h3 className="font-medium text-sm">Turn two-factor sign-in off</h3>
          <p className="text-muted-foreground text-sm">
            Enter a current code and your password to confirm it is you. Your sessions on other devices will
            be signed out.
          </p>
          <SecurityCodeForm
            action={actions.disable}
            allowRecoveryCode
            submitLabel="Turn off two-factor sign-in"
            pendingLabel="Turning off…"
            failureTitle="Two-factor sign-in is still on"
            onDone={() => router.refresh()}
          />
        </div>
      </div>
    );
  }

  if (enrolment) {
    return (
      <div className="grid gap-6">
        <ol className="grid gap-6 text-sm">
          <li className="grid gap-3">
            <span>
              Scan this QR code with your authenticator app (for example Google Authenticator, 1Password or
              Authy).
            </span>
            <QrCode
              value={enrolment.uri}
              label="QR code to add the console to your authenticator app"
              size={176}
              className="w-fit"
            />
            <div className="grid gap-1">
              <span className="text-muted-foreground">
                Can&apos;t scan it? Enter this key in the app instead:
              </span>
              <div className="flex flex-wrap items-center gap-2">
                <code className="rounded bg-muted px-2 py-1 font-mono text-sm" data-testid="manual-key">
                  {grouped(enrolment.secret)}
                </code>
                <CopyButton value={enrolment.secret} label="Copy the key" showText />
              </div>
            </div>
          </li>
          <li className="grid gap-3">
            <span>Enter the code the app shows to finish.</span>
            <SecurityCodeForm
              action={actions.confirm}
              initialPassword={enrolment.password}
              submitLabel="Turn on two-factor sign-in"
              pendingLabel="Checking the code…"
              failureTitle="Two-factor sign-in is not on yet"
              onDone={(data) => {
                setEnrolment(null);
                setRecoveryCodes(data.recoveryCodes);
                // The page's summary says "on" by the time the codes are put away.
                router.refresh();
              }}
            />
          </li>
        </ol>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Two-factor sign-in is off. With it on, signing in needs your password and a code from an authenticator
        app on your phone, so a leaked password alone cannot open the console.
      </p>
      <SecurityStartForm
        action={actions.start}
        onStarted={(started, password) => setEnrolment({ ...started, password })}
      />
    </div>
  );
}

/** The ten recovery codes, shown this once: copy, download, then confirm they are kept. */
export function RecoveryCodes({
  codes,
  email,
  onSaved,
}: {
  codes: string[];
  email: string;
  onSaved: () => void;
}) {
  const text = `Merchant Console recovery codes for ${email}\nEach code works once.\n\n${codes.join("\n")}\n`;
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "merchant-console-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm" role="status">
        Two-factor sign-in is on. Save these recovery codes somewhere safe: each signs you in once if you lose
        your phone. They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid w-fit grid-cols-1 gap-x-8 gap-y-1 rounded-lg border p-4 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={codes.join("\n")} label="Copy the recovery codes" showText variant="outline" />
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button type="button" onClick={onSaved}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
