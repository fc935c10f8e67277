/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_FormInputs */

const en_alert_form = /** @type {(inputs: Alert_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job alert`)
};

const fr_alert_form = /** @type {(inputs: Alert_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alerte-emploi`)
};

/**
* | output |
* | --- |
* | "Job alert" |
*
* @param {Alert_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const alert_form = /** @type {((inputs?: Alert_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_alert_form(inputs)
	return en_alert_form(inputs)
});