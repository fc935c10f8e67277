/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Purposes_ShareInputs */

const en_privacy_purposes_share = /** @type {(inputs: Privacy_Purposes_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`share candidate profiles with prospective employers, with your consent;`)
};

const fr_privacy_purposes_share = /** @type {(inputs: Privacy_Purposes_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`transmettre les profils des candidats à des employeurs potentiels, avec votre consentement;`)
};

/**
* | output |
* | --- |
* | "share candidate profiles with prospective employers, with your consent;" |
*
* @param {Privacy_Purposes_ShareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_purposes_share = /** @type {((inputs?: Privacy_Purposes_ShareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Purposes_ShareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_purposes_share(inputs)
	return en_privacy_purposes_share(inputs)
});