/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Retention_P2Inputs */

const en_privacy_retention_p2 = /** @type {(inputs: Privacy_Retention_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When personal information is no longer required, we securely destroy it, erase it or make it anonymous. Personal information that has been used to make a decision about you is kept long enough to allow you to request access to it.`)
};

const fr_privacy_retention_p2 = /** @type {(inputs: Privacy_Retention_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lorsque des renseignements personnels ne sont plus nécessaires, nous les détruisons de façon sécuritaire, les effaçons ou les rendons anonymes. Les renseignements personnels qui ont servi à prendre une décision à votre sujet sont conservés assez longtemps pour vous permettre d’en demander l’accès.`)
};

/**
* | output |
* | --- |
* | "When personal information is no longer required, we securely destroy it, erase it or make it anonymous. Personal information that has been used to make a dec..." |
*
* @param {Privacy_Retention_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_p2 = /** @type {((inputs?: Privacy_Retention_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_p2(inputs)
	return en_privacy_retention_p2(inputs)
});