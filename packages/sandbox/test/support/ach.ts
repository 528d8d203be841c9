/** One carrier's ACH details as stored, and as a carrier response shows them masked or unmasked. */

export const ACH = {
  bank_name: "First Prairie Bank",
  bank_routing_number: "111000025",
  bank_account_number: "000123456789",
  voided_check_url: "https://files.example.com/carriers/voided-check.pdf",
  last_update_date: "2026-01-20",
};

/** ACH masked: no qualifying delivery within the access window. */
export const MASKED = {
  bank_name: "First Prairie Bank",
  bank_routing_number: "*****0025",
  bank_account_number: "*****6789",
  voided_check_url: null,
  voided_check_url_available: true,
  ach_last_update_date: "2026-01-20",
  access_expires_in_days: -1,
};

/** ACH unmasked, with `days` left of access. */
export const unmasked = (days: number) => ({
  ...MASKED,
  bank_routing_number: ACH.bank_routing_number,
  bank_account_number: ACH.bank_account_number,
  voided_check_url: ACH.voided_check_url,
  access_expires_in_days: days,
});
