/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Timeline_1_WeekInputs */

const en_quote_timeline_1_week = /** @type {(inputs: Quote_Timeline_1_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Within 1 week`)
};

const fr_quote_timeline_1_week = /** @type {(inputs: Quote_Timeline_1_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’ici 1 semaine`)
};

/**
* | output |
* | --- |
* | "Within 1 week" |
*
* @param {Quote_Timeline_1_WeekInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_timeline_1_week = /** @type {((inputs?: Quote_Timeline_1_WeekInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Timeline_1_WeekInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_timeline_1_week(inputs)
	return en_quote_timeline_1_week(inputs)
});