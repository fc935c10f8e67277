/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Posting_Check_Pay_MissingInputs */

const en_posting_check_pay_missing = /** @type {(inputs: Posting_Check_Pay_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario job postings must state the expected pay or a pay range`)
};

const fr_posting_check_pay_missing = /** @type {(inputs: Posting_Check_Pay_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les offres d’emploi en Ontario doivent indiquer le salaire prévu ou une fourchette salariale`)
};

/**
* | output |
* | --- |
* | "Ontario job postings must state the expected pay or a pay range" |
*
* @param {Posting_Check_Pay_MissingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const posting_check_pay_missing = /** @type {((inputs?: Posting_Check_Pay_MissingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Posting_Check_Pay_MissingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_posting_check_pay_missing(inputs)
	return en_posting_check_pay_missing(inputs)
});