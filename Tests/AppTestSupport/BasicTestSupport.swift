// The helpers below the kit, which every test that uses these sees too.

@_exported import BasicTestSupport
