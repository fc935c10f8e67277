/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_DailyInputs */

const en_alert_daily = /** @type {(inputs: Alert_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily digest`)
};

const fr_alert_daily = /** @type {(inputs: Alert_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé quotidien`)
};

/**
* | output |
* | --- |
* | "Daily digest" |
*
* @param {Alert_DailyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const alert_daily = /** @type {((inputs?: Alert_DailyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_DailyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_alert_daily(inputs)
	return en_alert_daily(inputs)
});