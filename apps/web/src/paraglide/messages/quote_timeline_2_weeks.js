/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Timeline_2_WeeksInputs */

const en_quote_timeline_2_weeks = /** @type {(inputs: Quote_Timeline_2_WeeksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Within 2 weeks`)
};

const fr_quote_timeline_2_weeks = /** @type {(inputs: Quote_Timeline_2_WeeksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’ici 2 semaines`)
};

/**
* | output |
* | --- |
* | "Within 2 weeks" |
*
* @param {Quote_Timeline_2_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_timeline_2_weeks = /** @type {((inputs?: Quote_Timeline_2_WeeksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Timeline_2_WeeksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_timeline_2_weeks(inputs)
	return en_quote_timeline_2_weeks(inputs)
});