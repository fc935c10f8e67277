/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_InstantInputs */

const en_alert_instant = /** @type {(inputs: Alert_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As soon as a job is posted`)
};

const fr_alert_instant = /** @type {(inputs: Alert_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dès qu'un emploi est publié`)
};

/**
* | output |
* | --- |
* | "As soon as a job is posted" |
*
* @param {Alert_InstantInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const alert_instant = /** @type {((inputs?: Alert_InstantInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_InstantInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_alert_instant(inputs)
	return en_alert_instant(inputs)
});