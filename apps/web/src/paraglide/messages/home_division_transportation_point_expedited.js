/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Transportation_Point_ExpeditedInputs */

const en_home_division_transportation_point_expedited = /** @type {(inputs: Home_Division_Transportation_Point_ExpeditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expedited and time-critical loads`)
};

const fr_home_division_transportation_point_expedited = /** @type {(inputs: Home_Division_Transportation_Point_ExpeditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargements urgents et à délai critique`)
};

/**
* | output |
* | --- |
* | "Expedited and time-critical loads" |
*
* @param {Home_Division_Transportation_Point_ExpeditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_transportation_point_expedited = /** @type {((inputs?: Home_Division_Transportation_Point_ExpeditedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Transportation_Point_ExpeditedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_transportation_point_expedited(inputs)
	return en_home_division_transportation_point_expedited(inputs)
});