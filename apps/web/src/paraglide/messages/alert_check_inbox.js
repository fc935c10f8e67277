/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Check_InboxInputs */

const en_alert_check_inbox = /** @type {(inputs: Alert_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

const fr_alert_check_inbox = /** @type {(inputs: Alert_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez votre boîte de réception`)
};

/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Alert_Check_InboxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const alert_check_inbox = /** @type {((inputs?: Alert_Check_InboxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Check_InboxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_alert_check_inbox(inputs)
	return en_alert_check_inbox(inputs)
});