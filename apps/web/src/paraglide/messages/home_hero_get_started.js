/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_Get_StartedInputs */

const en_home_hero_get_started = /** @type {(inputs: Home_Hero_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Started Today`)
};

const fr_home_hero_get_started = /** @type {(inputs: Home_Hero_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencez dès aujourd’hui`)
};

/**
* | output |
* | --- |
* | "Get Started Today" |
*
* @param {Home_Hero_Get_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_hero_get_started = /** @type {((inputs?: Home_Hero_Get_StartedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_Get_StartedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_hero_get_started(inputs)
	return en_home_hero_get_started(inputs)
});