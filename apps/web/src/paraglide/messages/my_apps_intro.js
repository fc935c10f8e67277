/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} My_Apps_IntroInputs */

const en_my_apps_intro = /** @type {(inputs: My_Apps_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow the applications you sent us, correct your details, replace your résumé or withdraw an application. There is no password: enter the email address you applied with and we email it a sign-in link that works once, for ${i?.minutes} minutes.`)
};

const fr_my_apps_intro = /** @type {(inputs: My_Apps_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suivez les candidatures que vous nous avez envoyées, corrigez vos coordonnées, remplacez votre CV ou retirez une candidature. Aucun mot de passe : entrez l’adresse courriel avec laquelle vous avez postulé et nous y enverrons un lien de connexion valide une seule fois, pendant ${i?.minutes} minutes.`)
};

/**
* | output |
* | --- |
* | "Follow the applications you sent us, correct your details, replace your résumé or withdraw an application. There is no password: enter the email address you ..." |
*
* @param {My_Apps_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_intro = /** @type {((inputs: My_Apps_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_intro(inputs)
	return en_my_apps_intro(inputs)
});