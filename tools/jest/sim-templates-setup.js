module.exports = require('./sim-templates').setup;
