/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Hero_TitleInputs */

const en_services_hero_title = /** @type {(inputs: Services_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workforce, Warehouse and Freight Solutions Under One Roof`)
};

const fr_services_hero_title = /** @type {(inputs: Services_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solutions de main-d’œuvre, d’entreposage et de transport sous un même toit`)
};

/**
* | output |
* | --- |
* | "Workforce, Warehouse and Freight Solutions Under One Roof" |
*
* @param {Services_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_hero_title = /** @type {((inputs?: Services_Hero_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Hero_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_hero_title(inputs)
	return en_services_hero_title(inputs)
});