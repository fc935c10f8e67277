/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Home_Category_Open_PositionsInputs */

const en_home_category_open_positions = /** @type {(inputs: Home_Category_Open_PositionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} open positions`)
};

const fr_home_category_open_positions = /** @type {(inputs: Home_Category_Open_PositionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} postes ouverts`)
};

/**
* | output |
* | --- |
* | "{count} open positions" |
*
* @param {Home_Category_Open_PositionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_category_open_positions = /** @type {((inputs: Home_Category_Open_PositionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Category_Open_PositionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_category_open_positions(inputs)
	return en_home_category_open_positions(inputs)
});