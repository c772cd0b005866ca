"""Pure rules of Sequence, Sequence for Kids and Sequence Dice (standard library only)."""
