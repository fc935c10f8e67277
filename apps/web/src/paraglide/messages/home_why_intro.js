/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Home_Why_IntroInputs */

const en_home_why_intro = /** @type {(inputs: Home_Why_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Since 2016, Ontario manufacturers, distributors and retailers have relied on ${i?.shortName} to keep shifts covered, shelves stocked and trucks moving. We learn how your operation runs, then send people who fit it.`)
};

const fr_home_why_intro = /** @type {(inputs: Home_Why_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Depuis 2016, des fabricants, distributeurs et détaillants de l’Ontario comptent sur ${i?.shortName} pour que leurs quarts soient pourvus, leurs tablettes garnies et leurs camions en mouvement. Nous apprenons comment fonctionnent vos activités, puis nous vous envoyons les bonnes personnes.`)
};

/**
* | output |
* | --- |
* | "Since 2016, Ontario manufacturers, distributors and retailers have relied on {shortName} to keep shifts covered, shelves stocked and trucks moving. We learn ..." |
*
* @param {Home_Why_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_why_intro = /** @type {((inputs: Home_Why_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_why_intro(inputs)
	return en_home_why_intro(inputs)
});