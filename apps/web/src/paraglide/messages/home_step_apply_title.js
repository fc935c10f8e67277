/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Step_Apply_TitleInputs */

const en_home_step_apply_title = /** @type {(inputs: Home_Step_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply Online`)
};

const fr_home_step_apply_title = /** @type {(inputs: Home_Step_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postulez en ligne`)
};

/**
* | output |
* | --- |
* | "Apply Online" |
*
* @param {Home_Step_Apply_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_step_apply_title = /** @type {((inputs?: Home_Step_Apply_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step_Apply_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_step_apply_title(inputs)
	return en_home_step_apply_title(inputs)
});