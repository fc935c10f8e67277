/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Disclosure_P1Inputs */

const en_privacy_disclosure_p1 = /** @type {(inputs: Privacy_Disclosure_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We do not sell, rent or trade your personal information. We disclose it only for the purposes for which it was collected, including:`)
};

const fr_privacy_disclosure_p1 = /** @type {(inputs: Privacy_Disclosure_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne vendons, ne louons ni n’échangeons vos renseignements personnels. Nous les communiquons seulement aux fins pour lesquelles ils ont été recueillis, notamment :`)
};

/**
* | output |
* | --- |
* | "We do not sell, rent or trade your personal information. We disclose it only for the purposes for which it was collected, including:" |
*
* @param {Privacy_Disclosure_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_disclosure_p1 = /** @type {((inputs?: Privacy_Disclosure_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Disclosure_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_disclosure_p1(inputs)
	return en_privacy_disclosure_p1(inputs)
});