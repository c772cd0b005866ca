# Game vocabulary: defined once here, referenced from every other file as terms.

## The three games: -game-* is the full name (pictures, rule titles), -variant-* the
## part after "Sequence" in messages ("Sequence { $variant_name }").

-sequence = Sequence
-variant-classic = Classic
-variant-kids = for Kids
-variant-dice = Dice
-game-classic = { -sequence }
-game-kids = { -sequence } { -variant-kids }
-game-dice = { -sequence } { -variant-dice }

## Team colours

-colour-blue = Blue
-colour-green = Green
-colour-red = Red
-colour-yellow = Yellow

## The jacks' (and the unicorn's and dragon's) powers: [name] in a sentence, such as
## "J♦ (wild)"; [label] on the card in the hand picture.

-card-wild = { $form ->
    [label] WILD
   *[name] wild
}
-card-remove = { $form ->
    [label] REMOVE
   *[name] remove
}

## Sequence for Kids: the animals on the cards and the board

-animal-tiger = Tiger
-animal-kangaroo = Kangaroo
-animal-giraffe = Giraffe
-animal-wolf = Wolf
-animal-turtle = Turtle
-animal-hippo = Hippo
-animal-gorilla = Gorilla
-animal-zebra = Zebra
-animal-alligator = Alligator
-animal-lion = Lion
-animal-fox = Fox
-animal-moose = Moose
-animal-panda = Panda
-animal-shark = Shark
-animal-camel = Camel
-animal-ostrich = Ostrich
-animal-whale = Whale
-animal-elephant = Elephant
-animal-penguin = Penguin
-animal-unicorn = Unicorn
-animal-dragon = Dragon

## Messages that show the vocabulary on its own

variant-classic = { -variant-classic }
variant-kids = { -variant-kids }
variant-dice = { -variant-dice }
game-classic = { -game-classic }
game-kids = { -game-kids }
game-dice = { -game-dice }
colour-blue = { -colour-blue }
colour-green = { -colour-green }
colour-red = { -colour-red }
colour-yellow = { -colour-yellow }
animal-tiger = { -animal-tiger }
animal-kangaroo = { -animal-kangaroo }
animal-giraffe = { -animal-giraffe }
animal-wolf = { -animal-wolf }
animal-turtle = { -animal-turtle }
animal-hippo = { -animal-hippo }
animal-gorilla = { -animal-gorilla }
animal-zebra = { -animal-zebra }
animal-alligator = { -animal-alligator }
animal-lion = { -animal-lion }
animal-fox = { -animal-fox }
animal-moose = { -animal-moose }
animal-panda = { -animal-panda }
animal-shark = { -animal-shark }
animal-camel = { -animal-camel }
animal-ostrich = { -animal-ostrich }
animal-whale = { -animal-whale }
animal-elephant = { -animal-elephant }
animal-penguin = { -animal-penguin }
animal-unicorn = { -animal-unicorn }
animal-dragon = { -animal-dragon }
