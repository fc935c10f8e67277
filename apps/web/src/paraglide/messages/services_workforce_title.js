/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Workforce_TitleInputs */

const en_services_workforce_title = /** @type {(inputs: Services_Workforce_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workforce Management`)
};

const fr_services_workforce_title = /** @type {(inputs: Services_Workforce_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestion de la main-d’œuvre`)
};

/**
* | output |
* | --- |
* | "Workforce Management" |
*
* @param {Services_Workforce_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_workforce_title = /** @type {((inputs?: Services_Workforce_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Workforce_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_workforce_title(inputs)
	return en_services_workforce_title(inputs)
});