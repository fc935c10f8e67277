/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Disclosure_P2Inputs */

const en_privacy_disclosure_p2 = /** @type {(inputs: Privacy_Disclosure_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some of our service providers may store or process information outside Canada, including in the United States. When that happens, the information is subject to the laws of that jurisdiction, and we use contractual and other measures to protect it.`)
};

const fr_privacy_disclosure_p2 = /** @type {(inputs: Privacy_Disclosure_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certains de nos fournisseurs de services peuvent conserver ou traiter des renseignements à l’extérieur du Canada, notamment aux États-Unis. Le cas échéant, les renseignements sont assujettis aux lois de ce territoire, et nous prenons des mesures contractuelles et autres pour les protéger.`)
};

/**
* | output |
* | --- |
* | "Some of our service providers may store or process information outside Canada, including in the United States. When that happens, the information is subject ..." |
*
* @param {Privacy_Disclosure_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_disclosure_p2 = /** @type {((inputs?: Privacy_Disclosure_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Disclosure_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_disclosure_p2(inputs)
	return en_privacy_disclosure_p2(inputs)
});