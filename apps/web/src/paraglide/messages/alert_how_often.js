/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_How_OftenInputs */

const en_alert_how_often = /** @type {(inputs: Alert_How_OftenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How often?`)
};

const fr_alert_how_often = /** @type {(inputs: Alert_How_OftenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À quelle fréquence?`)
};

/**
* | output |
* | --- |
* | "How often?" |
*
* @param {Alert_How_OftenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const alert_how_often = /** @type {((inputs?: Alert_How_OftenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_How_OftenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_alert_how_often(inputs)
	return en_alert_how_often(inputs)
});