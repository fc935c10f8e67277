/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Story_P2Inputs */

const en_about_story_p2 = /** @type {(inputs: About_Story_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We started by filling warehouse and production shifts for a handful of employers in Peel Region. As those clients grew, they asked us for more: space to store seasonal inventory, then trucks to move it. Today we operate three divisions, staffing and recruitment, warehouse services and transportation and freight, serving employers and carriers across Ontario and Canada.`)
};

const fr_about_story_p2 = /** @type {(inputs: About_Story_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons commencé par pourvoir des quarts en entrepôt et en production pour quelques employeurs de la région de Peel. À mesure que ces clients ont grandi, ils nous en ont demandé davantage : de l’espace pour entreposer leurs stocks saisonniers, puis des camions pour les transporter. Aujourd’hui, nous exploitons trois divisions — dotation et recrutement, services d’entreposage, et transport de marchandises — au service d’employeurs et de transporteurs partout en Ontario et au Canada.`)
};

/**
* | output |
* | --- |
* | "We started by filling warehouse and production shifts for a handful of employers in Peel Region. As those clients grew, they asked us for more: space to stor..." |
*
* @param {About_Story_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_story_p2 = /** @type {((inputs?: About_Story_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_story_p2(inputs)
	return en_about_story_p2(inputs)
});