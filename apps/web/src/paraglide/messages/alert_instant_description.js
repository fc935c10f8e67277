/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Instant_DescriptionInputs */

const en_alert_instant_description = /** @type {(inputs: Alert_Instant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An email within minutes of each new matching job.`)
};

const fr_alert_instant_description = /** @type {(inputs: Alert_Instant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un courriel dans les minutes qui suivent chaque nouvel emploi correspondant.`)
};

/**
* | output |
* | --- |
* | "An email within minutes of each new matching job." |
*
* @param {Alert_Instant_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const alert_instant_description = /** @type {((inputs?: Alert_Instant_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Instant_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_alert_instant_description(inputs)
	return en_alert_instant_description(inputs)
});