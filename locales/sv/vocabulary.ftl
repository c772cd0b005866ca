# Game vocabulary: defined once here, referenced from every other file as terms.

## The three games: -game-* is the full name (pictures, rule titles), -variant-* the
## part after "Sequence" in messages ("Sequence { $variant_name }").

-sequence = Sequence
-variant-classic = Klassiskt
-variant-kids = för barn
-variant-dice = med tärningar
-game-classic = { -sequence }
-game-kids = { -sequence } { -variant-kids }
-game-dice = { -sequence } { -variant-dice }

## Team colours

-colour-blue = Blå
-colour-green = Grön
-colour-red = Röd
-colour-yellow = Gul

## The jacks' (and the unicorn's and dragon's) powers: [name] in a sentence, such as
## "J♦ (wild)"; [label] on the card in the hand picture.

-card-wild = { $form ->
    [label] FRIKORT
   *[name] frikort
}
-card-remove = { $form ->
    [label] TA BORT
   *[name] tar bort
}

## Sequence for Kids: the animals on the cards and the board

-animal-tiger = Tiger
-animal-kangaroo = Känguru
-animal-giraffe = Giraff
-animal-wolf = Varg
-animal-turtle = Sköldpadda
-animal-hippo = Flodhäst
-animal-gorilla = Gorilla
-animal-zebra = Zebra
-animal-alligator = Alligator
-animal-lion = Lejon
-animal-fox = Räv
-animal-moose = Älg
-animal-panda = Panda
-animal-shark = Haj
-animal-camel = Kamel
-animal-ostrich = Struts
-animal-whale = Val
-animal-elephant = Elefant
-animal-penguin = Pingvin
-animal-unicorn = Enhörning
-animal-dragon = Drake

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
