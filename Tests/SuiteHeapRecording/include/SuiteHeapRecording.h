// Nothing to call: the target's constructor runs when the test bundle loads (constructor.c).
