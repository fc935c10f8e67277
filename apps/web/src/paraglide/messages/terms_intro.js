/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Terms_IntroInputs */

const en_terms_intro = /** @type {(inputs: Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please read these Terms and Conditions carefully before using our website. They explain your rights and responsibilities when you browse our site, apply for jobs, post positions or request our services. These Terms were last updated in ${i?.date}.`)
};

const fr_terms_intro = /** @type {(inputs: Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez lire attentivement les présentes conditions d’utilisation avant d’utiliser notre site Web. Elles expliquent vos droits et vos responsabilités lorsque vous naviguez sur notre site, postulez à des emplois, publiez des postes ou demandez nos services. Ces conditions ont été mises à jour pour la dernière fois en ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Please read these Terms and Conditions carefully before using our website. They explain your rights and responsibilities when you browse our site, apply for ..." |
*
* @param {Terms_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_intro = /** @type {((inputs: Terms_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_intro(inputs)
	return en_terms_intro(inputs)
});