/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} My_Postings_IntroInputs */

const en_my_postings_intro = /** @type {(inputs: My_Postings_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See whether the jobs you posted are live, edit them, close them as filled or cancelled, or repost them. There is no password: enter the contact email address you posted with and we email it a sign-in link that works once, for ${i?.minutes} minutes.`)
};

const fr_my_postings_intro = /** @type {(inputs: My_Postings_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérifiez si vos offres sont en ligne, modifiez-les, fermez-les comme pourvues ou annulées, ou republiez-les. Aucun mot de passe : entrez l’adresse courriel de la personne-ressource utilisée pour publier et nous y enverrons un lien de connexion valide une seule fois, pendant ${i?.minutes} minutes.`)
};

/**
* | output |
* | --- |
* | "See whether the jobs you posted are live, edit them, close them as filled or cancelled, or repost them. There is no password: enter the contact email address..." |
*
* @param {My_Postings_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_intro = /** @type {((inputs: My_Postings_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_intro(inputs)
	return en_my_postings_intro(inputs)
});