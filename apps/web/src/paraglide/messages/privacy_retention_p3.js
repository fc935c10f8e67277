/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Retention_P3Inputs */

const en_privacy_retention_p3 = /** @type {(inputs: Privacy_Retention_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Information sent through our website is kept for these periods, after which a daily process deletes it or makes it anonymous:`)
};

const fr_privacy_retention_p3 = /** @type {(inputs: Privacy_Retention_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les renseignements transmis par notre site Web sont conservés pendant les périodes suivantes, après quoi un traitement quotidien les supprime ou les rend anonymes :`)
};

/**
* | output |
* | --- |
* | "Information sent through our website is kept for these periods, after which a daily process deletes it or makes it anonymous:" |
*
* @param {Privacy_Retention_P3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_p3 = /** @type {((inputs?: Privacy_Retention_P3Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_P3Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_p3(inputs)
	return en_privacy_retention_p3(inputs)
});