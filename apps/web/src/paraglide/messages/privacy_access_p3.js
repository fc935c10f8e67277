/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Access_P3Inputs */

const en_privacy_access_p3 = /** @type {(inputs: Privacy_Access_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can also ask for your information, or ask us to delete it, with the form below. We email the address you give a link to confirm that the request is yours; the request counts from the moment you follow it. A copy of your information is sent as a download link, valid for 7 days. When we delete your information, a job application is kept only as an anonymous record (the job, the date and the outcome), so that our hiring figures stay accurate.`)
};

const fr_privacy_access_p3 = /** @type {(inputs: Privacy_Access_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez aussi demander vos renseignements, ou nous demander de les supprimer, au moyen du formulaire ci-dessous. Nous envoyons à l’adresse indiquée un lien pour confirmer que la demande vient de vous; la demande compte à partir du moment où vous suivez ce lien. Une copie de vos renseignements vous est transmise sous forme de lien de téléchargement valide pendant 7 jours. Lorsque nous supprimons vos renseignements, une candidature n’est conservée que sous forme de dossier anonyme (l’emploi, la date et le résultat), afin que nos statistiques d’embauche demeurent exactes.`)
};

/**
* | output |
* | --- |
* | "You can also ask for your information, or ask us to delete it, with the form below. We email the address you give a link to confirm that the request is yours..." |
*
* @param {Privacy_Access_P3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_access_p3 = /** @type {((inputs?: Privacy_Access_P3Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Access_P3Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_access_p3(inputs)
	return en_privacy_access_p3(inputs)
});