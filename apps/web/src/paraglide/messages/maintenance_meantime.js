/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maintenance_MeantimeInputs */

const en_maintenance_meantime = /** @type {(inputs: Maintenance_MeantimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need staff, a warehouse or a freight quote in the meantime? Our team is still working and answers within 24 hours on business days.`)
};

const fr_maintenance_meantime = /** @type {(inputs: Maintenance_MeantimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besoin de personnel, d’un entrepôt ou d’une soumission de transport d’ici là? Notre équipe travaille toujours et répond dans les 24 heures les jours ouvrables.`)
};

/**
* | output |
* | --- |
* | "Need staff, a warehouse or a freight quote in the meantime? Our team is still working and answers within 24 hours on business days." |
*
* @param {Maintenance_MeantimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const maintenance_meantime = /** @type {((inputs?: Maintenance_MeantimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maintenance_MeantimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_maintenance_meantime(inputs)
	return en_maintenance_meantime(inputs)
});