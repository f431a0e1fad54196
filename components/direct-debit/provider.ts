/** The only provider that signs contracts today (spec: "currently EXCHANGEA_PAY"). */
export const CONTRACTING_PROVIDER = "EXCHANGEA_PAY";
