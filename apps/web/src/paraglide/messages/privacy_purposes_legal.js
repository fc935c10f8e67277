/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Purposes_LegalInputs */

const en_privacy_purposes_legal = /** @type {(inputs: Privacy_Purposes_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`meet our legal, regulatory and contractual obligations.`)
};

const fr_privacy_purposes_legal = /** @type {(inputs: Privacy_Purposes_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`respecter nos obligations légales, réglementaires et contractuelles.`)
};

/**
* | output |
* | --- |
* | "meet our legal, regulatory and contractual obligations." |
*
* @param {Privacy_Purposes_LegalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_purposes_legal = /** @type {((inputs?: Privacy_Purposes_LegalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Purposes_LegalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_purposes_legal(inputs)
	return en_privacy_purposes_legal(inputs)
});