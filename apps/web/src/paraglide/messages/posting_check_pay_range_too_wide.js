/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Posting_Check_Pay_Range_Too_WideInputs */

const en_posting_check_pay_range_too_wide = /** @type {(inputs: Posting_Check_Pay_Range_Too_WideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario pay ranges may be at most $50,000 a year wide unless the top exceeds $200,000`)
};

const fr_posting_check_pay_range_too_wide = /** @type {(inputs: Posting_Check_Pay_Range_Too_WideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En Ontario, une fourchette salariale ne peut dépasser 50 000 $ par année, sauf si le haut de la fourchette dépasse 200 000 $`)
};

/**
* | output |
* | --- |
* | "Ontario pay ranges may be at most $50,000 a year wide unless the top exceeds $200,000" |
*
* @param {Posting_Check_Pay_Range_Too_WideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const posting_check_pay_range_too_wide = /** @type {((inputs?: Posting_Check_Pay_Range_Too_WideInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Posting_Check_Pay_Range_Too_WideInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_posting_check_pay_range_too_wide(inputs)
	return en_posting_check_pay_range_too_wide(inputs)
});