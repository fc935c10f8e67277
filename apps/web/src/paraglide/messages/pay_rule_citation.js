/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Rule_CitationInputs */

const en_pay_rule_citation = /** @type {(inputs: Pay_Rule_CitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario Employment Standards Act, 2000, job posting requirements (in force January 1, 2026)`)
};

const fr_pay_rule_citation = /** @type {(inputs: Pay_Rule_CitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`exigences relatives aux offres d’emploi de la Loi de 2000 sur les normes d’emploi de l’Ontario (en vigueur le 1er janvier 2026)`)
};

/**
* | output |
* | --- |
* | "Ontario Employment Standards Act, 2000, job posting requirements (in force January 1, 2026)" |
*
* @param {Pay_Rule_CitationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_rule_citation = /** @type {((inputs?: Pay_Rule_CitationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Rule_CitationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_rule_citation(inputs)
	return en_pay_rule_citation(inputs)
});