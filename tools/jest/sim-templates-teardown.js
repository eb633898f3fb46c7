module.exports = require('./sim-templates').teardown;
