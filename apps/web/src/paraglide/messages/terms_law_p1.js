/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Law_P1Inputs */

const en_terms_law_p1 = /** @type {(inputs: Terms_Law_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These Terms and any dispute arising out of or relating to them or to the Website are governed by the laws of the Province of Ontario and the federal laws of Canada applicable in Ontario, without regard to conflict of law principles. You agree to submit to the exclusive jurisdiction of the courts located in the Province of Ontario.`)
};

const fr_terms_law_p1 = /** @type {(inputs: Terms_Law_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces conditions et tout différend qui en découle ou qui s’y rapporte, ou qui se rapporte au site Web, sont régis par les lois de la province de l’Ontario et les lois fédérales du Canada qui s’y appliquent, sans égard aux règles de conflit de lois. Vous acceptez de vous soumettre à la compétence exclusive des tribunaux de la province de l’Ontario.`)
};

/**
* | output |
* | --- |
* | "These Terms and any dispute arising out of or relating to them or to the Website are governed by the laws of the Province of Ontario and the federal laws of ..." |
*
* @param {Terms_Law_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_law_p1 = /** @type {((inputs?: Terms_Law_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Law_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_law_p1(inputs)
	return en_terms_law_p1(inputs)
});