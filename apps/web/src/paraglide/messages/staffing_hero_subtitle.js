/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Hero_SubtitleInputs */

const en_staffing_hero_subtitle = /** @type {(inputs: Staffing_Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporary, permanent and contract staffing for Ontario employers, with pre-screened candidates available in 24-48 hours and over 8 years of local recruiting experience.`)
};

const fr_staffing_hero_subtitle = /** @type {(inputs: Staffing_Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotation temporaire, permanente et contractuelle pour les employeurs de l’Ontario, avec des candidats présélectionnés disponibles en 24 à 48 heures et plus de 8 ans d’expérience en recrutement local.`)
};

/**
* | output |
* | --- |
* | "Temporary, permanent and contract staffing for Ontario employers, with pre-screened candidates available in 24-48 hours and over 8 years of local recruiting ..." |
*
* @param {Staffing_Hero_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_hero_subtitle = /** @type {((inputs?: Staffing_Hero_SubtitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Hero_SubtitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_hero_subtitle(inputs)
	return en_staffing_hero_subtitle(inputs)
});