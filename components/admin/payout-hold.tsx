import { ReasonedToggle } from "./reasoned-toggle";

interface PayoutHoldProps {
  hostId: string;
  hostName: string;
  held: boolean;
}

/**
 * Hold a host's payouts (a reason required: the payout job then starts none for them) or
 * release them (PATCH /api/admin/hosts/{id}/payouts).
 */
export function PayoutHold({ hostId, hostName, held }: PayoutHoldProps) {
  return (
    <ReasonedToggle
      endpoint={`/api/admin/hosts/${hostId}/payouts`}
      flag="held"
      on={held}
      reason={{
        label: `Why hold the payouts of ${hostName}`,
        needed: "Say why the payouts are held.",
      }}
      turnOn={{ button: "Hold", label: `Hold the payouts of ${hostName}`, done: "Payouts held." }}
      turnOff={{
        button: "Release",
        label: `Release the payouts of ${hostName}`,
        done: "Payouts released.",
      }}
    />
  );
}
