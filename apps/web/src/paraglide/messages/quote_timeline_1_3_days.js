/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Timeline_1_3_DaysInputs */

const en_quote_timeline_1_3_days = /** @type {(inputs: Quote_Timeline_1_3_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Within 1-3 days`)
};

const fr_quote_timeline_1_3_days = /** @type {(inputs: Quote_Timeline_1_3_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’ici 1 à 3 jours`)
};

/**
* | output |
* | --- |
* | "Within 1-3 days" |
*
* @param {Quote_Timeline_1_3_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_timeline_1_3_days = /** @type {((inputs?: Quote_Timeline_1_3_DaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Timeline_1_3_DaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_timeline_1_3_days(inputs)
	return en_quote_timeline_1_3_days(inputs)
});