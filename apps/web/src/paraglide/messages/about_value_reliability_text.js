/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Reliability_TextInputs */

const en_about_value_reliability_text = /** @type {(inputs: About_Value_Reliability_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We show up, follow through and tell you early when something changes.`)
};

const fr_about_value_reliability_text = /** @type {(inputs: About_Value_Reliability_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes présents, nous tenons parole et nous vous avertissons tôt quand quelque chose change.`)
};

/**
* | output |
* | --- |
* | "We show up, follow through and tell you early when something changes." |
*
* @param {About_Value_Reliability_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_value_reliability_text = /** @type {((inputs?: About_Value_Reliability_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Reliability_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_value_reliability_text(inputs)
	return en_about_value_reliability_text(inputs)
});