// The worked example of docs/service-rules.md §4, as the wire carries it: LKR 1,000 at 300 LKR per USDT,
// fees of 0.5 % and 1 %. 1000 / 300 = 3.3333333… → 3.333333; 0.016666665 → 0.016667; 0.03333333 → 0.033333.
// Written out by hand, once, for the unit test of the fee rules and the sandbox's answer to POST /v1/payment.
export const LKR_1000_AT_300_FEES = {
  grossAmountUSDT: 3.333333,
  exchangeFeePercentage: 0.5,
  exchangeFeeAmountUSDT: 0.016667,
  serviceFeePercentage: 1,
  serviceFeeAmountUSDT: 0.033333,
  totalFeesUSDT: 0.05,
  netAmountUSDT: 3.283333,
  grossAmountLKR: 1000,
  exchangeFeeAmountLKR: 5,
  serviceFeeAmountLKR: 10,
  totalFeesLKR: 15,
  netAmountLKR: 985,
} as const;
