/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Sent_OnInputs */

const en_my_apps_sent_on = /** @type {(inputs: My_Apps_Sent_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent on`)
};

const fr_my_apps_sent_on = /** @type {(inputs: My_Apps_Sent_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyée le`)
};

/**
* | output |
* | --- |
* | "Sent on" |
*
* @param {My_Apps_Sent_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_sent_on = /** @type {((inputs?: My_Apps_Sent_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Sent_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_sent_on(inputs)
	return en_my_apps_sent_on(inputs)
});