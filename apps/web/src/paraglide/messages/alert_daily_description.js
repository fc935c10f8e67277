/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Daily_DescriptionInputs */

const en_alert_daily_description = /** @type {(inputs: Alert_Daily_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One email a day with the new jobs, when there are any.`)
};

const fr_alert_daily_description = /** @type {(inputs: Alert_Daily_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un courriel par jour avec les nouveaux emplois, s'il y en a.`)
};

/**
* | output |
* | --- |
* | "One email a day with the new jobs, when there are any." |
*
* @param {Alert_Daily_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const alert_daily_description = /** @type {((inputs?: Alert_Daily_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Daily_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_alert_daily_description(inputs)
	return en_alert_daily_description(inputs)
});