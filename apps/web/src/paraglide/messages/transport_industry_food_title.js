/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industry_Food_TitleInputs */

const en_transport_industry_food_title = /** @type {(inputs: Transport_Industry_Food_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Food & Beverage`)
};

const fr_transport_industry_food_title = /** @type {(inputs: Transport_Industry_Food_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aliments et boissons`)
};

/**
* | output |
* | --- |
* | "Food & Beverage" |
*
* @param {Transport_Industry_Food_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industry_food_title = /** @type {((inputs?: Transport_Industry_Food_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industry_Food_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industry_food_title(inputs)
	return en_transport_industry_food_title(inputs)
});