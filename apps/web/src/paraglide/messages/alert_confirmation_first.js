/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Confirmation_FirstInputs */

const en_alert_confirmation_first = /** @type {(inputs: Alert_Confirmation_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will send a confirmation link first.`)
};

const fr_alert_confirmation_first = /** @type {(inputs: Alert_Confirmation_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous enverrons d'abord un lien de confirmation.`)
};

/**
* | output |
* | --- |
* | "We will send a confirmation link first." |
*
* @param {Alert_Confirmation_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const alert_confirmation_first = /** @type {((inputs?: Alert_Confirmation_FirstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Confirmation_FirstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_alert_confirmation_first(inputs)
	return en_alert_confirmation_first(inputs)
});