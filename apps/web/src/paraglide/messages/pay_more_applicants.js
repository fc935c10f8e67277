/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_More_ApplicantsInputs */

const en_pay_more_applicants = /** @type {(inputs: Pay_More_ApplicantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postings with pay get more applicants.`)
};

const fr_pay_more_applicants = /** @type {(inputs: Pay_More_ApplicantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les offres qui indiquent le salaire attirent plus de candidats.`)
};

/**
* | output |
* | --- |
* | "Postings with pay get more applicants." |
*
* @param {Pay_More_ApplicantsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_more_applicants = /** @type {((inputs?: Pay_More_ApplicantsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_More_ApplicantsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_more_applicants(inputs)
	return en_pay_more_applicants(inputs)
});